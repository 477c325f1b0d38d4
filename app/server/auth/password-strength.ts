import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

// Built on first use (about 25 ms: it ranks the ~50,000 dictionary words), then only read.
let estimator: ZxcvbnFactory | undefined;

/**
 * zxcvbn's score, 0 (guessed at once) to 4 (very hard), with the common-password list, the
 * diceware words and the keyboard layouts of @zxcvbn-ts/language-common. `related` are words an
 * attacker would try first for this account (its e-mail, the business name).
 */
export function passwordScore(password: string, related: readonly string[] = []): number {
  estimator ??= new ZxcvbnFactory({
    dictionary,
    graphs: adjacencyGraphs,
    // The first 64 characters decide: their estimate is already far past the bar when they are
    // good, and the matchers' cost grows fast with length (a 128-character password took
    // hundreds of milliseconds). zxcvbn's fuzzy (Levenshtein) matching is off for the same
    // reason; its l33t and case variants of the common list stay on.
    maxLength: 64,
    useLevenshteinDistance: false,
  });
  // Whole and in words: `owner@example.com` also offers `owner`, a business name its words.
  const words = related.flatMap((text) => [
    text,
    ...text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3),
  ]);
  return estimator.check(password, words).score;
}
