import type { Locator, Page } from 'playwright-core';

/**
 * What a screenshot of `element` shows, decoded by the browser itself: how many distinct colours, and the
 * share of pixels that differ from its most common colour (the background). An empty map is one or two
 * colours; a map with places, outlines and a route is many.
 */
export async function pictureOf(page: Page, element: Locator): Promise<{ colours: number; drawn: number }> {
  const png = (await element.screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    const counts = new Map<number, number>();
    for (let i = 0; i < pixels.length; i += 4) {
      const key = (pixels[i]! << 16) | (pixels[i + 1]! << 8) | pixels[i + 2]!;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const total = pixels.length / 4;
    const background = Math.max(...counts.values());
    return { colours: counts.size, drawn: (total - background) / total };
  }, png);
}
