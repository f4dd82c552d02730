import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureOf } from '../support/pixels';
import { startBrowserApp, type BrowserApp } from '../support/browser-app';
import type { RunningServer } from '../support/server';
import { openPage } from '../support/site';
import { confirmBooking } from '../support/confirm-booking';

interface AdminBooking {
  reference: string;
  total_fare: number;
  emergency_contact_email: string;
  distance_km: number;
  vehicle: { name: string } | null;
}

describe('booking wizard at /reservation, in Chromium against the real server', () => {
  let app: BrowserApp;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    app = await startBrowserApp('reservation');
    ({ server, browser } = app);
  }, 120_000);
  afterAll(async () => app?.close());

  const adminBookings = async (): Promise<AdminBooking[]> => {
    const response = await fetch(`${server.url}/api/admin/bookings?limit=100`, {
      headers: { Authorization: `Bearer ${server.adminToken}` },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { items: AdminBooking[] }).items;
  };

  /**
   * Types `text` into the field and picks the option. The field is emptied first: filling in the text it
   * already holds changes nothing (no input event), and the list would then depend on an earlier search
   * having answered, which under load it sometimes had not (a CI run waited 30 s for the option).
   */
  async function pick(page: Page, field: string, text: string, option: RegExp) {
    const box = page.getByRole('combobox', { name: field });
    await box.fill('');
    await box.fill(text);
    await page.getByRole('option', { name: option }).first().click();
  }

  type Name = { text: string; left: number; right: number; top: number; bottom: number };
  /**
   * The place names shown inside the route map once it has settled (pins and names unmoved for half a
   * second: the fit to the route animates for 600 ms, longer on a loaded machine).
   */
  async function settledNames(page: Page): Promise<Name[]> {
    // What is drawn: the pins and every name, where they are.
    const pins = () =>
      page.evaluate(() =>
        Array.from(
          document.querySelectorAll(
            '[data-testid="route-map"] .route-pin, [data-testid="route-map"] .map-place-label',
          ),
        )
          .map((element) => {
            const box = element.getBoundingClientRect();
            return `${element.textContent}@${Math.round(box.x)},${Math.round(box.y)}`;
          })
          .join(' '),
      );
    let last = '';
    await expect
      .poll(
        async () => {
          const before = last;
          await page.waitForTimeout(500);
          last = await pins();
          return last !== '' && last === before;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    return page.evaluate(() => {
      const map = document.querySelector('[data-testid="route-map"]')!.getBoundingClientRect();
      return Array.from(document.querySelectorAll('[data-testid="route-map"] .map-place-label'))
        .map((label) => {
          const { left, right, top, bottom } = label.getBoundingClientRect();
          return { text: label.textContent ?? '', left, right, top, bottom };
        })
        .filter(
          (n) => n.left >= map.left && n.right <= map.right && n.top >= map.top && n.bottom <= map.bottom,
        );
    });
  }
  /** The names that start inside the map and run past its right edge (cut there). */
  const cutAtTheEdge = (page: Page) =>
    page.evaluate(() => {
      const map = document.querySelector('[data-testid="route-map"]')!.getBoundingClientRect();
      return Array.from(document.querySelectorAll('[data-testid="route-map"] .map-place-label'))
        .filter((label) => {
          const { left, right } = label.getBoundingClientRect();
          return left < map.right && right > map.right + 0.5;
        })
        .map((label) => label.textContent);
    });
  /** The names that run under the trip's A or B pin (drawn over them), with the pin's letter. */
  const underPins = (page: Page) =>
    page.evaluate(() => {
      const map = document.querySelector('[data-testid="route-map"]')!;
      const pins = Array.from(map.querySelectorAll('.route-pin'));
      return Array.from(map.querySelectorAll('.map-place-label')).flatMap((label) => {
        const a = label.getBoundingClientRect();
        return pins
          .filter((pin) => {
            const b = pin.getBoundingClientRect();
            return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          })
          .map((pin) => `${label.textContent} / ${pin.textContent}`);
      });
    });
  const overlapping = (names: Name[]) =>
    names.flatMap((a, i) =>
      names
        .slice(i + 1)
        .filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
        .map((b) => `${a.text} / ${b.text}`),
    );

  /** Landing hero → step 1 with both places handed over. */
  async function fromHero(page: Page) {
    await page.goto(server.url);
    await pick(page, 'Pickup Location', 'Grand-Place', /^Grand.Place/);
    await pick(page, 'Destination', 'Brussels Airport', /^Brussels Airport/);
    await page.getByRole('button', { name: 'Reserve Your Luxury Vehicle' }).click();
    await page.waitForURL(/\/reservation\?/);
    await page.getByRole('heading', { name: 'Book Your Premium Transfer' }).waitFor();
  }

  async function toSummary(page: Page, email: string) {
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Distance').waitFor();
    await page.getByRole('button', { name: /^Select Mercedes-Benz E-Class/ }).click();
    await page.getByRole('heading', { name: 'Contact details' }).waitFor();
    await page.getByLabel('Full name').fill('Jane Customer');
    await page.getByLabel('Phone number').fill('+32 470 12 34 56');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Continue to Summary' }).click();
    await page.getByText('Price includes all taxes and fees').waitFor();
  }

  for (const width of [390, 1280]) {
    it(`goes from the landing hero to 'Booking Confirmed!' at ${width} px, booked at the server's price`, async () => {
      const { page, errors, close } = await openPage(browser, width);
      await fromHero(page);
      expect(await page.getByRole('combobox', { name: 'Pickup Point' }).inputValue()).toMatch(/^Grand.Place/);
      // The map draws the trip: a canvas and both markers.
      const map = page.getByTestId('route-map');
      await page.waitForFunction(
        () => document.querySelector('[data-testid="route-map"]')?.getAttribute('data-status') !== 'loading',
      );
      expect(await map.getAttribute('data-status')).toBe('ready');
      await map.locator('canvas').waitFor();
      expect(await map.locator('.route-pin').count()).toBe(2);
      // Issue 14: without MAP_STYLE_URL the offline map shows recognisable geography around the route:
      // the gazetteer's places by name, once fitted to the route (the route from the Grand-Place passes
      // Brussels' municipalities), none over another. Read after the fit: the map opens at zoom 12, where
      // more names show, and a phone's fit ended with none of Brussels' (a CI run caught one in between).
      const names = await settledNames(page);
      expect(names.map((n) => n.text)).toEqual(expect.arrayContaining(['Evere', 'Zaventem']));
      expect(names.length).toBeGreaterThan(8);
      expect(overlapping(names)).toEqual([]);
      expect(await cutAtTheEdge(page)).toEqual([]);
      // The airport's name, under B, was cut by the pin ("Brussels Airport (BRU", decision 295).
      expect(await underPins(page)).toEqual([]);
      expect(names.map((n) => n.text)).toContain('Brussels Airport (BRU)');
      const picture = await pictureOf(page, map);
      expect(picture.colours).toBeGreaterThan(50);
      expect(picture.drawn).toBeGreaterThan(0.05);

      const email = `jane.${width}@example.com`;
      await toSummary(page, email);
      // The summary is read as a list of terms and descriptions (axe definition-list): once, at one width.
      if (width === 390) expect(await seriousViolations(page)).toEqual([]);
      const shown = (await page.getByTestId('total-price').textContent())!.trim();
      const dialog = await confirmBooking(page);
      await dialog
        .getByText('Thank you for your booking. We will contact you shortly with additional details.')
        .waitFor();
      const reference = (await dialog.getByTestId('booking-reference').textContent())!.trim();
      expect(reference).toMatch(/^[A-Z0-9-]{6,}$/);

      const booking = (await adminBookings()).find((b) => b.reference === reference);
      expect(booking).toBeDefined();
      expect(booking!.emergency_contact_email).toBe(email);
      expect(booking!.vehicle?.name).toBe('Mercedes-Benz E-Class');
      expect(shown.replace(/[^0-9.]/g, '')).toBe(booking!.total_fare.toFixed(2));

      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.waitForURL(`${server.url}/`);
      expect(errors).toEqual([]);
      await close();
    }, 90_000);
  }

  it("keeps the confirmation's reference and total inside their cells at 390 px in the four languages, and says a pending booking awaits confirmation", async () => {
    const { page, errors, close } = await openPage(browser, 390);
    await fromHero(page);
    await toSummary(page, 'jane.cells@example.com');
    await confirmBooking(page);
    const dialog = page.getByRole('dialog');
    // Automatic confirmation is off by default: SPEC's title, and under it that the company confirms.
    await dialog
      .getByText('Your booking awaits our confirmation. We will e-mail you as soon as it is confirmed.')
      .waitFor();
    const reference = (await dialog.getByTestId('booking-reference').textContent())!.trim();
    for (const [lng, title] of [
      ['nl', 'Boeking bevestigd!'],
      ['fr', 'Réservation confirmée\u00a0!'],
      ['de', 'Buchung bestätigt!'],
      ['en', 'Booking Confirmed!'],
    ] as const) {
      // The header's switcher is behind the dialog: pressed as a visitor would have before booking.
      await page.evaluate(
        (code) => document.querySelector<HTMLElement>(`header button[lang="${code}"]`)!.click(),
        lng,
      );
      await page.getByRole('dialog', { name: title }).waitFor();
      const cells = await dialog.locator('dl > div').evaluateAll((divs) =>
        divs.map((div) => {
          const box = div.getBoundingClientRect();
          const parts = Array.from(
            div.querySelectorAll('dt, dd'),
            (part) => part.scrollWidth - part.clientWidth,
          );
          return {
            left: box.left,
            right: box.right,
            top: box.top,
            bottom: box.bottom,
            overflow: Math.max(...parts),
          };
        }),
      );
      expect(cells, lng).toHaveLength(2);
      // No label or value wider than its cell ("BOEKINGSREFERENTIE" ran into "TOTAAL" in Dutch)…
      for (const cell of cells)
        expect(cell.overflow, `${lng}: a label wider than its cell`).toBeLessThanOrEqual(0);
      // …the cells side by side without overlapping, or one under the other…
      const [first, second] = cells as [(typeof cells)[0], (typeof cells)[0]];
      expect(second.left >= first.right - 0.5 || second.top >= first.bottom - 0.5, lng).toBe(true);
      // …and the reference on one line.
      const lines = await dialog.getByTestId('booking-reference').evaluate((dd) => {
        const range = document.createRange();
        range.selectNodeContents(dd);
        return new Set(Array.from(range.getClientRects(), (box) => Math.round(box.top))).size;
      });
      expect(lines, lng).toBe(1);
      expect((await dialog.getByTestId('booking-reference').textContent())!.trim()).toBe(reference);
    }
    expect(errors).toEqual([]);
    await close();
  }, 90_000);

  it('opens the offline map on Brussels with its municipalities and stations by name, in the visitor language', async () => {
    const { page, close } = await openPage(browser, 1280);
    await page.goto(`${server.url}/reservation?lng=nl`);
    const map = page.getByTestId('route-map');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="route-map"]')?.getAttribute('data-status') === 'ready',
    );
    await map.getByText('Elsene', { exact: true }).waitFor();
    await map.getByText('Station Brussel-Centraal', { exact: true }).waitFor();
    // Names give way to one another: none covers another.
    expect(overlapping(await settledNames(page))).toEqual([]);
    const picture = await pictureOf(page, map);
    expect(picture.colours).toBeGreaterThan(50);
    await close();
  }, 60_000);

  it('keeps Continue disabled until both places are picked; typing alone sets nothing', async () => {
    const { page, close } = await openPage(browser, 390);
    await page.goto(`${server.url}/reservation`);
    const next = page.getByRole('button', { name: 'Continue', exact: true });
    expect(await next.isDisabled()).toBe(true);
    await page.getByRole('combobox', { name: 'Pickup Point' }).fill('Grand-Place');
    await page.getByRole('combobox', { name: 'Destination' }).fill('Brussels Airport');
    await page.getByRole('combobox', { name: 'Destination' }).press('Tab');
    expect(await next.isDisabled()).toBe(true);
    await pick(page, 'Pickup Point', 'Grand-Place', /^Grand.Place/);
    expect(await next.isDisabled()).toBe(true);
    await pick(page, 'Destination', 'Brussels Airport', /^Brussels Airport/);
    expect(await next.isDisabled()).toBe(false);
    await close();
  }, 60_000);

  it("moves between the wizard's steps with the browser's Back and Forward (issue 14)", async () => {
    const { page, close } = await openPage(browser, 390);
    await fromHero(page);
    const trip = page.getByRole('heading', { name: 'Journey', exact: true });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const vehicle = page.getByRole('button', { name: /^Select Mercedes-Benz E-Class/ });
    await vehicle.click();
    await page.getByRole('heading', { name: 'Contact details' }).waitFor();
    await page.goBack();
    await vehicle.waitFor();
    expect(page.url()).toContain('/reservation');
    await page.goBack();
    await trip.waitFor();
    expect(page.url()).toContain('/reservation');
    await page.goForward();
    await vehicle.waitFor();
    // The wizard's own Back is the browser's Back: Forward comes back to the step left.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await trip.waitFor();
    await page.goForward();
    await vehicle.waitFor();
    // Back from the first step leaves the wizard for the page before it.
    await page.goBack();
    await trip.waitFor();
    await page.goBack();
    await page.waitForURL(`${server.url}/`);
    await close();
  }, 60_000);

  it('keeps everything after a reload on step 3, and a double click on Confirm books once', async () => {
    const { page, errors, close } = await openPage(browser, 1280);
    await fromHero(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: /^Select Mercedes-Benz E-Class/ }).click();
    await page.getByLabel('Full name').fill('Reload Tester');
    await page.getByLabel('Phone number').fill('+32 2 000 00 00');
    await page.reload();
    await page.getByRole('heading', { name: 'Contact details' }).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Reload Tester');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('+32 2 000 00 00');
    await page.getByLabel('Email', { exact: true }).fill('reload@example.com');
    await page.getByRole('button', { name: 'Continue to Summary' }).click();
    await page.getByText('Price includes all taxes and fees').waitFor();

    await confirmBooking(page, { double: true });
    const mine = (await adminBookings()).filter((b) => b.emergency_contact_email === 'reload@example.com');
    expect(mine).toHaveLength(1);
    expect(errors).toEqual([]);
    await close();
  }, 90_000);

  const seriousViolations = async (page: Page) =>
    (
      await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    ).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

  it('works with the keyboard alone, and axe finds no serious violation on steps 1 and 2', async () => {
    const { page, errors, close } = await openPage(browser, 390);
    await page.goto(`${server.url}/reservation`);
    await page.getByRole('heading', { name: 'Book Your Premium Transfer' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    for (const [field, text, option] of [
      ['Pickup Point', 'Grand-Place', /^Grand.Place/],
      ['Destination', 'Brussels Airport', /^Brussels Airport/],
    ] as const) {
      const input = page.getByRole('combobox', { name: field });
      await input.focus();
      await page.keyboard.type(text);
      await page.getByRole('option', { name: option }).first().waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
    }
    // Every Tab stop of the date and time fields shows the ring, their calendar and clock buttons too
    // (Chromium's own stop, where the field is focused but not :focus-visible: no ring was drawn there).
    for (const field of ['date', 'time']) {
      await page.locator(`main input[type=${field}]`).focus();
      const rings: string[] = [];
      for (let stop = 0; stop < 6; stop++) {
        const ring = await page.evaluate(
          (type) =>
            document.activeElement instanceof HTMLInputElement && document.activeElement.type === type
              ? getComputedStyle(document.activeElement).outlineStyle
              : null,
          field,
        );
        if (ring === null) break;
        rings.push(ring);
        await page.keyboard.press('Tab');
      }
      expect(rings.length).toBeGreaterThan(1);
      expect(rings.filter((ring) => ring === 'none')).toEqual([]);
    }
    // Enter in a field submits step 1 once both places are chosen.
    await page.getByPlaceholder('AB1234').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Vehicle', exact: true }).waitFor();
    await page.getByText('Distance').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  }, 90_000);

  it("fills the pickup with 'Use my current location', and says what to do when it is refused", async () => {
    const granted = await browser.newContext({
      viewport: { width: 390, height: 844 },
      geolocation: { latitude: 50.8467, longitude: 4.3525 },
      permissions: ['geolocation'],
    });
    const page = await granted.newPage();
    await page.goto(`${server.url}/reservation`);
    await page.getByRole('button', { name: 'Use my current location' }).click();
    const pickup = page.getByRole('combobox', { name: 'Pickup Point' });
    await page.waitForFunction(() =>
      (document.querySelector('input[role="combobox"]') as HTMLInputElement | null)?.value.startsWith(
        'Current Location',
      ),
    );
    expect(await pickup.inputValue()).toMatch(/^Current Location/);
    await granted.close();

    const refused = await browser.newContext({ viewport: { width: 390, height: 844 } });
    // Headless Chromium has no permission prompt to answer: the browser's refusal is played back as-is.
    await refused.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = (_ok, fail) =>
        fail?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    });
    const other = await refused.newPage();
    await other.goto(`${server.url}/reservation`);
    await other.getByRole('button', { name: 'Use my current location' }).click();
    await other
      .getByText('Location access was refused. Allow it in your browser settings, or type the address.')
      .waitFor();
    expect(await other.getByRole('combobox', { name: 'Pickup Point' }).inputValue()).toBe('');
    await refused.close();
  }, 60_000);

  it("books from 'Use my current location' with the server's name of the place, and refuses a place beyond the service area (issue 13)", async () => {
    const here = await browser.newContext({
      viewport: { width: 390, height: 844 },
      geolocation: { latitude: 50.8469, longitude: 4.3522 },
      permissions: ['geolocation'],
    });
    const page = await here.newPage();
    await page.goto(`${server.url}/reservation`);
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await page.waitForFunction(() =>
      (document.querySelector('input[role="combobox"]') as HTMLInputElement | null)?.value.startsWith(
        'Current Location',
      ),
    );
    await pick(page, 'Destination', 'Brussels Airport', /^Brussels Airport/);
    const email = 'here@example.com';
    await toSummary(page, email);
    await confirmBooking(page);
    const response = await fetch(`${server.url}/api/admin/bookings?limit=100`, {
      headers: { Authorization: `Bearer ${server.adminToken}` },
    });
    const items = (
      (await response.json()) as {
        items: { emergency_contact_email: string; pickup_location: { address: string } }[];
      }
    ).items;
    // What the driver reads is the place the server found at those coordinates (and priced).
    expect(items.find((b) => b.emergency_contact_email === email)?.pickup_location.address).toBe(
      'Grand Place, 1000 Brussels, Belgium',
    );
    await here.close();

    const berlin = await browser.newContext({
      viewport: { width: 390, height: 844 },
      geolocation: { latitude: 52.52, longitude: 13.405 },
      permissions: ['geolocation'],
    });
    const far = await berlin.newPage();
    await far.goto(`${server.url}/reservation`);
    await far.getByRole('button', { name: 'Use my current location' }).click();
    await pick(far, 'Destination', 'Brussels Airport', /^Brussels Airport/);
    await far.getByText(/outside the area we serve online .* Please call us on \+32/).waitFor();
    expect(await far.getByRole('button', { name: 'Continue', exact: true }).isDisabled()).toBe(true);
    await berlin.close();
  }, 90_000);

  it("shows the server's refusal as 'Booking failed: ...' and books nothing", async () => {
    const { page, close } = await openPage(browser, 390);
    await fromHero(page);
    await toSummary(page, 'refused@example.com');
    // The customer's clock is wrong: the pickup the browser sends is in one hour, inside the lead time.
    await page.route('**/api/bookings', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      body.scheduled_time = new Date(Date.now() + 3_600_000).toISOString();
      await route.continue({ postData: JSON.stringify(body) });
    });
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByText('Booking failed: Bookings must be made at least 24 hours before pickup').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await adminBookings()).some((b) => b.emergency_contact_email === 'refused@example.com')).toBe(
      false,
    );
    await close();
  }, 90_000);
});
