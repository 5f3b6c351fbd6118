// `npm run checks`: the static checks of `npm test` in two lanes at once, one per core — each tool
// is mostly single-threaded, so side by side they take the time of the longer lane (about 40 s on
// the two-core machines) instead of their sum (67 s). Each command's output is printed whole when
// it ends, so the lanes' lines do not interleave; any failure fails the run, after both lanes.
import { spawn } from 'node:child_process'

const LANES = [
  ['typecheck', 'knip', 'codegen:check'],
  ['lint', 'format:check'],
]

function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script], { stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString().trimEnd()
      console.log(
        `> ${script}: ${code === 0 ? 'ok' : `failed (${code})`}${text ? `\n${text}` : ''}`,
      )
      resolve(code === 0)
    })
  })
}

async function lane(scripts) {
  let passed = true
  // A lane goes on after a failure, so one run names every failing check.
  for (const script of scripts) passed = (await run(script)) && passed
  return passed
}

const results = await Promise.all(LANES.map(lane))
process.exit(results.every(Boolean) ? 0 : 1)
