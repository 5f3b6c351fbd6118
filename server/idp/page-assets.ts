// The stylesheet and script of the provider's pages, served as files because the
// Content-Security-Policy allows no inline style or script.
import type { FastifyInstance } from 'fastify'
import { PAGE_ASSETS_PATH, PAGE_STYLES } from './page-layout'

// Clicks the sign-out button the logout page shows, so the app's sign-out needs no extra click.
const SIGN_OUT_SCRIPT = `document.querySelector('button[name="logout"]')?.click()\n`

export default async function pageAssetRoutes(app: FastifyInstance) {
  const asset = (file: string, type: string, body: string) =>
    app.get(`${PAGE_ASSETS_PATH}/${file}`, async (_request, reply) =>
      reply.type(type).header('cache-control', 'public, max-age=3600').send(body),
    )
  asset('pages.css', 'text/css; charset=utf-8', PAGE_STYLES)
  asset('sign-out.js', 'text/javascript; charset=utf-8', SIGN_OUT_SCRIPT)
}
