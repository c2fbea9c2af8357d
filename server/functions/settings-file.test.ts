import { describe, expect, it } from 'vitest';
import { parseFunctionSettings } from './settings-file.ts';

describe('config.toml [functions.<name>] settings', () => {
  it('reads verify_jwt and enabled for bare and quoted function names', () => {
    const settings = parseFunctionSettings(`
project_id = "safeworks"

[functions.stripe-webhook]
verify_jwt = false # signed by Stripe instead

[functions."public-form"]
enabled = true
verify_jwt = false

[functions.'old']
enabled = false
`);
    expect(settings.get('stripe-webhook')).toEqual({ verifyJwt: false });
    expect(settings.get('public-form')).toEqual({ enabled: true, verifyJwt: false });
    expect(settings.get('old')).toEqual({ enabled: false });
  });

  it('ignores keys of other tables, other keys and non-boolean values', () => {
    const settings = parseFunctionSettings(`
[auth]
verify_jwt = false
[functions.hello]
import_map = "./import_map.json"
verify_jwt = "false"
[functions.hello.secrets]
verify_jwt = false
[api]
enabled = false
`);
    expect(settings.get('hello')).toEqual({});
    expect(settings.size).toBe(1);
  });

  it('an empty or unrelated file names no function', () => {
    expect(parseFunctionSettings('').size).toBe(0);
    expect(parseFunctionSettings('[db]\nport = 54322\n').size).toBe(0);
  });
});
