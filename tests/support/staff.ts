import { invitationToken } from './outbox';

/**
 * A staff account of `role` (a dispatcher, say), as an admin makes one: invited on the Staff page, then the
 * invitation (read from the outbox) accepted with `password`.
 */
export async function addStaff(
  server: { url: string; adminToken: string | null },
  dataDir: string,
  staff: { name: string; email: string; role: string; password: string },
): Promise<void> {
  const json = { 'content-type': 'application/json' };
  const invited = await fetch(`${server.url}/api/admin/staff`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.adminToken}`, ...json },
    body: JSON.stringify({ name: staff.name, email: staff.email, role: staff.role }),
  });
  if (invited.status !== 201) throw new Error(`staff: ${invited.status} ${await invited.text()}`);
  await acceptInvitation(server.url, dataDir, staff.email, staff.password);
}

/** The invitation e-mailed to `email` (read from the outbox) accepted with `password`, as its link's page does. */
export async function acceptInvitation(url: string, dataDir: string, email: string, password: string) {
  const accepted = await fetch(`${url}/api/auth/invitation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: await invitationToken(dataDir, email), password }),
  });
  if (accepted.status !== 204) throw new Error(`invitation: ${accepted.status}`);
}
