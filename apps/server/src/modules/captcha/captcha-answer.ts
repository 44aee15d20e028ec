/** Answers compare case-insensitively and without spaces: glyphs like "x"/"X" look the same distorted. */
export function normaliseCaptchaAnswer(answer: string): string {
  return answer.replace(/\s+/g, '').toLowerCase();
}
