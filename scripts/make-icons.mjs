// Draws the home-screen icons and the tab icon (public/icons/*.png) from the site icon, public/favicon.svg,
// with the Chromium the tests use. Run by hand when the icon changes; the PNGs are committed.
// "any" icons are the pin on a transparent square; the maskable one sits inside the central
// 80 % safe zone on the sand background, since a launcher may crop it to a circle.
import fs from 'node:fs'
import { chromium } from '@playwright/test'

const svg = fs.readFileSync('public/favicon.svg', 'utf8')
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' })
const page = await browser.newPage()
for (const [name, size, maskable] of [
  ['icon-48.png', 48, false],
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
]) {
  const inner = maskable ? Math.round(size * 0.62) : size
  await page.setViewportSize({ width: size, height: size })
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? '#fdf6e9' : 'transparent'}">` +
      `<img style="width:${inner}px;height:${inner}px" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body>`,
  )
  await page.screenshot({ path: `public/icons/${name}`, omitBackground: !maskable })
}
await browser.close()
