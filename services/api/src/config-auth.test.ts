import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** The keys of the accounts issue (the rest of the configuration is tested at boot, in tests/api). */
describe('configuration: accounts and proxies', () => {
  it('refuses ADMIN_PASSWORD without ADMIN_EMAIL, and one the password policy refuses', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long-enough' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long-enough' })).toThrow(/ADMIN_PASSWORD: needs ADMIN_EMAIL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.be', ADMIN_PASSWORD: 'k7#Qm2!' })).toThrow(
      'ADMIN_PASSWORD: Password must be at least 8 characters',
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.be', ADMIN_PASSWORD: 'iloveyou' })).toThrow(
      'ADMIN_PASSWORD: This password is too common. Please choose another one.',
    );
    expect(loadConfig({ ADMIN_EMAIL: 'a@b.be', ADMIN_PASSWORD: 'velvet-limousine-42' }).adminPassword).toBe(
      'velvet-limousine-42',
    );
  });

  it('keeps the designated admin address in lower case, like every account address', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'Owner@Chauffeur.BE' }).adminEmail).toBe('owner@chauffeur.be');
  });

  it('reads TRUST_PROXY as off by default, or a list of proxy addresses, CIDRs or named ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12, ::1, loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'loopback',
    ]);
    for (const bad of ['yes please', '10.0.0.300', '10.0.0.0/33', '*'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be false or a/);
  });

  it('refuses TRUST_PROXY=true with a message that says what to set instead (issue 13)', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true is not accepted \(any client could then choose its own address\): list the addresses/,
    );
  });
});
