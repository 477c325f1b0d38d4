import { createRequire, isBuiltin } from 'node:module';

/**
 * Import resolver (eslint-module-utils interface v2) for eslint-plugin-boundaries and the cycle
 * rule. The default node resolver knows neither package.json `imports` (`#app/...`) nor `.ts`
 * extensions; Node's own resolver knows both, so the rules judge the file Node loads.
 */
export const interfaceVersion = 2;

export function resolve(source, file) {
  if (isBuiltin(source)) return { found: true, path: null };
  // Vite virtual modules and asset queries (`?url`) have no file behind them.
  if (source.startsWith('virtual:') || source.includes('?')) return { found: false };
  try {
    return { found: true, path: createRequire(file).resolve(source) };
  } catch {
    return { found: false };
  }
}
