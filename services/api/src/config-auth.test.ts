import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** The keys of the accounts issue (the rest of the configuration is tested at boot, in tests/api). */
describe('configuration: accounts and proxies', () => {
  it('refuses ADMIN_PASSWORD without ADMIN_EMAIL, and a short ADMIN_PASSWORD', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long-enough' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long-enough' })).toThrow(/ADMIN_PASSWORD: needs ADMIN_EMAIL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.be', ADMIN_PASSWORD: '12345' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('keeps the designated admin address in lower case, like every account address', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'Owner@Chauffeur.BE' }).adminEmail).toBe('owner@chauffeur.be');
  });

  it('reads TRUST_PROXY as off by default, on, or a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});
