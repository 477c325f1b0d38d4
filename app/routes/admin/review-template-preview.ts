import {
  reviewTemplate,
  templatePreviewAction,
  templatePreviewLoader,
} from '#app/server/dashboard/template-editor.ts';

/** Only POST renders; a signed-out GET goes to the gate like every admin address. */
export const loader = templatePreviewLoader;

/** The review editor's live preview, rendered by the code that renders the real e-mail. */
export const action = templatePreviewAction(reviewTemplate);
