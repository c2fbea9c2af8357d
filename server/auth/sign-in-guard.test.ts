import { describe, expect, it } from 'vitest';
import type { AuthError } from './errors.ts';
import { createSignInGuard } from './sign-in-guard.ts';

const never = async () => false;

async function refusal(p: Promise<void>): Promise<AuthError | null> {
  try {
    await p;
    return null;
  } catch (e) {
    return e as AuthError;
  }
}

function setup(perPair = 3, perAccount = 10) {
  const clock = { t: 0 };
  const guard = createSignInGuard({ windowMs: 300_000, perPair, perAccount, now: () => clock.t });
  return { clock, guard };
}

describe('password guessing is slowed per account and address, and the owner is not locked out', () => {
  it('an address that used up its tries waits 30 s, then twice as long after each further failure', async () => {
    const { clock, guard } = setup();
    for (let i = 0; i < 3; i++) {
      expect(await refusal(guard.check('amina', '10.0.0.9', never))).toBeNull();
      guard.failed('amina', '10.0.0.9');
    }
    const first = await refusal(guard.check('amina', '10.0.0.9', never));
    expect(first?.status).toBe(429);
    expect(first?.headers?.['retry-after']).toBe('30');

    clock.t += 30_000;
    expect(await refusal(guard.check('amina', '10.0.0.9', never))).toBeNull();
    guard.failed('amina', '10.0.0.9');
    expect((await refusal(guard.check('amina', '10.0.0.9', never)))?.headers?.['retry-after']).toBe('60');
  });

  it('the same account from another address is not slowed by the stranger', async () => {
    const { guard } = setup();
    for (let i = 0; i < 5; i++) guard.failed('amina', '203.0.113.7');
    expect(await refusal(guard.check('amina', '203.0.113.7', never))).not.toBeNull();
    expect(await refusal(guard.check('amina', '10.0.0.9', never))).toBeNull();
  });

  it('a success clears the address’s count', async () => {
    const { guard } = setup();
    guard.failed('amina', '10.0.0.9');
    guard.failed('amina', '10.0.0.9');
    guard.succeeded('amina', '10.0.0.9');
    guard.failed('amina', '10.0.0.9');
    guard.failed('amina', '10.0.0.9');
    expect(await refusal(guard.check('amina', '10.0.0.9', never))).toBeNull();
  });

  it('under a many-address attack, new addresses wait for the window while addresses that signed in before still pass', async () => {
    const { clock, guard } = setup(3, 10);
    guard.succeeded('amina', '10.0.0.9');
    for (let i = 0; i < 10; i++) guard.failed('amina', `198.51.100.${i}`);
    const stranger = await refusal(guard.check('amina', '198.51.100.200', never));
    expect(stranger?.status).toBe(429);
    expect(Number(stranger?.headers?.['retry-after'])).toBeGreaterThan(200);
    expect(await refusal(guard.check('amina', '10.0.0.9', never))).toBeNull();
    // Known from the audit trail (a restart forgot the in-memory list).
    expect(await refusal(guard.check('amina', '192.0.2.4', async () => true))).toBeNull();
    clock.t += 300_001;
    expect(await refusal(guard.check('amina', '198.51.100.200', never))).toBeNull();
  });
});
