/**
 * The customer's estimate page's own module (issue 39), built as an entry of its own and loaded
 * by that page alone: no other public page pays for the signature pad.
 */
import SignaturePad from 'signature_pad';
import { initEstimateSign } from './estimate-sign.ts';

initEstimateSign(
  document,
  (canvas) =>
    // A white background: the PNG reads the same in a PDF, a mail client or a dark viewer.
    new SignaturePad(canvas, { backgroundColor: 'rgb(255, 255, 255)', penColor: '#0f172a' }),
);
