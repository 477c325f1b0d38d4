import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest starts the files it has no timings for largest first; a clean checkout (CI) has none,
 * so a short file with a long run (the fuzzing, the memory check) could start last and leave
 * one worker running alone at the end. These start first, in this order; the rest keep the
 * default order. A file missing here only costs time, never a result.
 */
export const slowFilesFirst: readonly string[] = [
  'tests/integration/leads-fuzz.test.ts',
  'tests/integration/lead-photos.test.ts',
  'tests/integration/auth-sessions.test.ts',
  'tests/integration/leads-outbox.test.ts',
  'tests/integration/social-image.test.ts',
  'tests/integration/push-alerts.test.ts',
  'tests/integration/auth-bootstrap.test.ts',
];

export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Projects keep the order the base gave them (group order, then name).
    const projectOrder = new Map<string, number>();
    for (const spec of sorted) {
      if (!projectOrder.has(spec.project.name))
        projectOrder.set(spec.project.name, projectOrder.size);
    }
    const project = (spec: TestSpecification) => projectOrder.get(spec.project.name) ?? 0;
    const rank = (spec: TestSpecification) => {
      const index = slowFilesFirst.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return index === -1 ? slowFilesFirst.length : index;
    };
    // Array.prototype.sort is stable: files of equal rank keep the default order.
    return sorted.sort((a, b) => project(a) - project(b) || rank(a) - rank(b));
  }
}
