/** True when the database refused a write for breaking a unique constraint (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof current === 'object' && 'code' in current && current.code === '23505') return true;
    if (typeof current !== 'object') return false;
  }
  return false;
}
