/**
 * The estimate PDF's cost (issue 39, decision 0024): in a fresh process each run, the import of
 * the renderer, the first PDF (fonts read and parsed), then 20 signed three-option PDFs at once
 * and 20 one after another. Reports wall times and the resident size before and at its peak
 * (VmHWM), the median of three runs.
 *
 *   node bench/estimate-pdf.ts         # prints a table, writes bench/results/estimate-pdf.json
 *   node bench/estimate-pdf.ts --cjk   # the same estimate for 王小明, signed by 김민준, with
 *                                      # CJK lines: the CJK fonts loaded too (estimate-pdf-cjk.json)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { choiceTotals, type EstimatePricing } from '../app/lib/estimate-money.ts';
import type { EstimatePdfInput } from '../app/server/estimates/estimate-pdf.ts';

const AT_ONCE = 20;
const RUNS = 3;
const CJK = process.argv.includes('--cjk');

interface Run {
  importMs: number;
  firstPdfMs: number;
  atOnceMs: number;
  oneByOneMs: number;
  rssBeforeMb: number;
  rssAfterFirstMb: number;
  peakRssMb: number;
  pdfBytes: number;
  pdfPages: number;
}

function memoryMb(field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]) / 1024);
}

/** A signed three-option estimate of the size an owner sends, with a pad-sized drawn signature. */
async function signedEstimate(): Promise<EstimatePdfInput> {
  const stroke = `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="220"><path d="M20 160 C 90 20, 150 20, 220 130 S 360 200, 430 70 S 600 40, 680 150" stroke="#000" stroke-width="4" fill="none"/></svg>`;
  const png = await sharp(Buffer.from(stroke)).png().toBuffer();
  const line = (description: string, quantity: number, unitPriceCents: number) => ({
    description,
    quantity,
    unitPriceCents,
  });
  const pricing: EstimatePricing = {
    options: ['Good', 'Better', 'Best'].map((title, option) => ({
      title,
      items: Array.from({ length: 6 }, (_, i) =>
        line(
          `Torsion spring, rollers and labor, part ${option}-${i}`,
          1 + (i % 3) * 0.5,
          4999 + 1234 * i,
        ),
      ),
    })),
    addOns: [
      line('Keypad', 1, 8900),
      line('Weather seal', 1, 4550),
      line('Smart opener hub', 1, 12900),
    ],
    taxRatePercent: 7.25,
    depositPercent: 25,
  };
  if (CJK) {
    pricing.options[0]!.items[0]!.description = '扭力弹簧和滚轮，含人工';
    pricing.options[2]!.items[1]!.description = 'ガレージドア交換 part 2-1';
    pricing.addOns[0]!.description = '리모컨 키패드';
  }
  const name = CJK ? '王小明' : 'Zoë Łukasiewicz';
  return {
    business: {
      name: 'Carolina Family Garage Doors',
      phone: '(704) 555-0100',
      email: 'office@example.com',
      address: '12 Main St, Concord, NC 28025',
    },
    number: 'E-0042',
    customerName: name,
    issuedAt: Date.UTC(2026, 11, 6, 15),
    expiresAt: Date.UTC(2027, 0, 5, 15),
    pricing,
    terms: Array.from(
      { length: 20 },
      (_, i) =>
        `${i + 1}. Parts and labor are warranted for one year. The balance is due on completion.`,
    ).join('\n\n'),
    acceptance: {
      optionIndex: 2,
      addOnIndexes: [0, 2],
      totals: choiceTotals(pricing, 2, [0, 2]),
      signerName: CJK ? '김민준' : name,
      signedAt: Date.UTC(2026, 11, 8, 20),
      documentSha256: '3f'.repeat(32),
      signature: `data:image/png;base64,${png.toString('base64')}`,
    },
  };
}

async function child(): Promise<Run> {
  const input = await signedEstimate();
  const rssBeforeMb = memoryMb('VmRSS');
  const t0 = performance.now();
  const { renderEstimatePdf } = await import('../app/server/estimates/estimate-pdf.ts');
  const importMs = performance.now() - t0;
  const t1 = performance.now();
  const first = await renderEstimatePdf(input);
  const firstPdfMs = performance.now() - t1;
  const rssAfterFirstMb = memoryMb('VmRSS');
  const t2 = performance.now();
  await Promise.all(Array.from({ length: AT_ONCE }, () => renderEstimatePdf(input)));
  const atOnceMs = performance.now() - t2;
  const peakRssMb = memoryMb('VmHWM');
  const t3 = performance.now();
  for (let i = 0; i < AT_ONCE; i++) await renderEstimatePdf(input);
  const oneByOneMs = performance.now() - t3;
  const round = Math.round;
  return {
    importMs: round(importMs),
    firstPdfMs: round(firstPdfMs),
    atOnceMs: round(atOnceMs),
    oneByOneMs: round(oneByOneMs),
    rssBeforeMb,
    rssAfterFirstMb,
    peakRssMb,
    pdfBytes: first.length,
    // Page objects in the file (PDFKit writes them uncompressed).
    pdfPages:
      Buffer.from(first)
        .toString('latin1')
        .match(/\/Type \/Page\b(?!s)/g)?.length ?? 0,
  };
}

if (process.argv.includes('--child')) {
  process.stdout.write(JSON.stringify(await child()));
} else {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    const out = execFileSync(
      process.execPath,
      [import.meta.filename, '--child', ...(CJK ? ['--cjk'] : [])],
      {
        encoding: 'utf8',
      },
    );
    runs.push(JSON.parse(out) as Run);
  }
  const median = Object.fromEntries(
    (Object.keys(runs[0]!) as (keyof Run)[]).map((key) => {
      const sorted = runs.map((run) => run[key]).sort((a, b) => a - b);
      return [key, sorted[Math.floor(sorted.length / 2)]];
    }),
  );
  console.table({ ...Object.fromEntries(runs.map((run, i) => [`run ${i + 1}`, run])), median });
  const out = path.join(
    import.meta.dirname,
    'results',
    CJK ? 'estimate-pdf-cjk.json' : 'estimate-pdf.json',
  );
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify({ atOnce: AT_ONCE, runs, median }, null, 2)}\n`);
}
