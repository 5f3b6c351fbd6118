// The local trial's nginx configuration, built from deploy/nginx.conf so the trial runs the
// production file: without TLS, on one port, with its own instances, and with every path nginx
// writes (pid, logs, temp files) inside one directory, so it runs without root.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const DEPLOY_CONF = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url))

export interface NginxLayout {
  /** The port nginx listens on (loopback). */
  port: number
  /** The instances' ports. */
  upstreamPorts: number[]
  /** nginx's prefix directory: config, pid, logs, temp files. */
  dir: string
}

/** The deploy file's http-context part, rewritten as its `cluster:` markers say. */
export function siteConfig(template: string, layout: NginxLayout): string {
  const lines: string[] = []
  let upstreamWritten = false
  for (const line of template.split('\n')) {
    if (line.includes('# cluster: drop')) continue
    if (line.includes('# cluster: listen')) {
      lines.push(`    listen 127.0.0.1:${layout.port};`)
    } else if (line.includes('# cluster: upstream')) {
      if (upstreamWritten) continue
      upstreamWritten = true
      for (const port of layout.upstreamPorts) {
        lines.push(`    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`)
      }
    } else lines.push(line)
  }
  return lines.join('\n')
}

/** The whole nginx.conf of the trial: main context around the site. */
export async function clusterNginxConfig(layout: NginxLayout): Promise<string> {
  const site = siteConfig(await readFile(DEPLOY_CONF, 'utf8'), layout)
  const inDir = (name: string) => path.join(layout.dir, name)
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${inDir('nginx.pid')};`,
    `error_log ${inDir('error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${inDir(`${kind}_temp`)};`,
    ),
    site,
    '}',
    '',
  ].join('\n')
}
