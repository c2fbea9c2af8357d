// What is kept of a provider's message: everything but secrets and card data (issue 24: "raw events kept,
// secrets and card data never stored"). Keys are matched by name, at any depth; long strings are cut.
const SECRET_KEY =
  /secret|password|passkey|pass_key|token|authorization|signature|api[-_]?key|card|cvv|cvc|pan|pin|security/i;

export function stripSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8) return '[too deep]';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => stripSecrets(v, depth + 1));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>).slice(0, 100)) {
      out[k] = SECRET_KEY.test(k) ? '[removed]' : stripSecrets(v, depth + 1);
    }
    return out;
  }
  if (typeof value === 'string' && value.length > 500) return `${value.slice(0, 500)}…`;
  return value;
}
