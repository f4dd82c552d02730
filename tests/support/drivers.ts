import { acceptInvitation } from './staff';

export interface TestDriver {
  name: string;
  email: string;
  password: string;
  phone: string;
  languages: string[];
}

/**
 * A chauffeur with a driver account, as an admin makes one (issue 17): added on the Chauffeurs page, then
 * their invitation (read from the outbox) accepted with `password`. Returns the chauffeur's id.
 */
export async function addDriver(
  server: { url: string; adminToken: string | null },
  dataDir: string,
  driver: TestDriver,
): Promise<string> {
  const json = { 'content-type': 'application/json' };
  const created = await fetch(`${server.url}/api/admin/chauffeurs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.adminToken}`, ...json },
    body: JSON.stringify({
      name: driver.name,
      phone: driver.phone,
      email: driver.email,
      languages: driver.languages,
      active: true,
    }),
  });
  if (created.status !== 201) throw new Error(`chauffeur: ${created.status} ${await created.text()}`);
  await acceptInvitation(server.url, dataDir, driver.email, driver.password);
  return ((await created.json()) as { id: string }).id;
}
