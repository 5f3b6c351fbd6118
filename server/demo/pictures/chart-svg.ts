// A graphic news item's bar chart as SVG, drawn from the numbers stored with the item: columns
// for a series of years (the latest highlighted), bars for a survey's answers (the most given
// highlighted).
import type { StoredChart } from '../../db/schema/events'
import { formatChartNumber } from '../seed/news-pictures'
import { FONT_FAMILY, charactersFitting, escapeXml, textLines, wrapText } from './svg-text'

export const CHART_WIDTH = 1200
export const CHART_HEIGHT = 750

const NAVY = '#0b3a5b'
const ACCENT = '#f2a71b'
const MUTED = '#4f5d6b'
const GRID = '#d5dce4'
const MARGIN = 64

/** A round step for the value axis: 1, 2, 2.5 or 5 times a power of ten. */
function niceStep(max: number, ticks: number): number {
  const raw = max / ticks
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= raw) ?? 10
  return step * power
}

function header(chart: StoredChart): { svg: string; bottom: number } {
  const titleLines = wrapText(chart.title, charactersFitting(CHART_WIDTH - 2 * MARGIN, 40), 2)
  const unitTop = 96 + (titleLines.length - 1) * 48
  const svg = [
    `<rect x="${MARGIN}" y="40" width="72" height="8" fill="${ACCENT}"/>`,
    textLines(titleLines, {
      x: MARGIN,
      y: 96,
      lineHeight: 48,
      fill: NAVY,
      'font-size': 40,
      'font-weight': 700,
    }),
    textLines([`Angaben in ${chart.unit}`], {
      x: MARGIN,
      y: unitTop + 42,
      lineHeight: 0,
      fill: MUTED,
      'font-size': 26,
    }),
  ].join('\n')
  return { svg, bottom: unitTop + 80 }
}

function footer(chart: StoredChart): string {
  const y = CHART_HEIGHT - 34
  return [
    `<line x1="${MARGIN}" y1="${y - 36}" x2="${CHART_WIDTH - MARGIN}" y2="${y - 36}" stroke="${GRID}" stroke-width="2"/>`,
    textLines([`Quelle: ${chart.source}`], {
      x: MARGIN,
      y,
      lineHeight: 0,
      fill: MUTED,
      'font-size': 22,
    }),
    textLines([chart.credit], {
      x: CHART_WIDTH - MARGIN,
      y,
      lineHeight: 0,
      fill: MUTED,
      'font-size': 22,
      'text-anchor': 'end',
      'font-weight': 700,
    }),
  ].join('\n')
}

function columns(chart: StoredChart, top: number): string {
  const bottom = CHART_HEIGHT - 130
  const max = Math.max(...chart.bars.map((bar) => bar.value), 0)
  const step = niceStep(max || 1, 4)
  // Room above the highest column for its number.
  const axisMax = Math.ceil(((max || 1) * 1.08) / step) * step
  const scale = (value: number) => bottom - (value / axisMax) * (bottom - top - 30)
  const parts: string[] = []
  for (let tick = 0; tick <= axisMax + step / 2; tick += step) {
    const y = Math.round(scale(tick))
    parts.push(
      `<line x1="${MARGIN + 70}" y1="${y}" x2="${CHART_WIDTH - MARGIN}" y2="${y}" stroke="${GRID}" stroke-width="${tick === 0 ? 3 : 1.5}"/>`,
      `<text x="${MARGIN + 56}" y="${y + 8}" fill="${MUTED}" font-size="22" text-anchor="end">${escapeXml(formatChartNumber(tick))}</text>`,
    )
  }
  const slot = (CHART_WIDTH - 2 * MARGIN - 90) / chart.bars.length
  chart.bars.forEach((bar, index) => {
    const x = Math.round(MARGIN + 90 + slot * index + slot * 0.18)
    const width = Math.round(slot * 0.64)
    const y = Math.round(scale(bar.value))
    const latest = index === chart.bars.length - 1
    parts.push(
      `<rect x="${x}" y="${y}" width="${width}" height="${bottom - y}" rx="4" fill="${latest ? ACCENT : NAVY}"/>`,
      `<text x="${x + width / 2}" y="${y - 14}" fill="${NAVY}" font-size="28" font-weight="700" text-anchor="middle">${escapeXml(formatChartNumber(bar.value))}</text>`,
      `<text x="${x + width / 2}" y="${bottom + 40}" fill="${MUTED}" font-size="26" text-anchor="middle">${escapeXml(bar.label)}</text>`,
    )
  })
  return parts.join('\n')
}

function bars(chart: StoredChart, top: number): string {
  const bottom = CHART_HEIGHT - 110
  const max = Math.max(...chart.bars.map((bar) => bar.value), 1)
  const most = chart.bars.findIndex((bar) => bar.value === max)
  const labelWidth = 300
  const left = MARGIN + labelWidth
  const room = CHART_WIDTH - MARGIN - left - 110
  const rowHeight = (bottom - top) / chart.bars.length
  return chart.bars
    .map((bar, index) => {
      const y = Math.round(top + rowHeight * index + rowHeight * 0.2)
      const height = Math.round(rowHeight * 0.6)
      const width = Math.max(4, Math.round((bar.value / max) * room))
      return [
        textLines(wrapText(bar.label, charactersFitting(labelWidth - 24, 28), 1), {
          x: left - 24,
          y: y + height / 2 + 10,
          lineHeight: 0,
          fill: NAVY,
          'font-size': 28,
          'text-anchor': 'end',
        }),
        `<rect x="${left}" y="${y}" width="${width}" height="${height}" rx="4" fill="${index === most ? ACCENT : NAVY}"/>`,
        `<text x="${left + width + 16}" y="${y + height / 2 + 10}" fill="${NAVY}" font-size="28" font-weight="700">${escapeXml(formatChartNumber(bar.value))}</text>`,
      ].join('\n')
    })
    .join('\n')
}

const isSeries = (chart: StoredChart) => chart.bars.every((bar) => /^\d{4}$/.test(bar.label))

/** The whole SVG document of a chart. */
export function chartSvg(chart: StoredChart): string {
  const { svg: head, bottom } = header(chart)
  const body = isSeries(chart) ? columns(chart, bottom) : bars(chart, bottom)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CHART_WIDTH}" height="${CHART_HEIGHT}" viewBox="0 0 ${CHART_WIDTH} ${CHART_HEIGHT}" font-family="${escapeXml(FONT_FAMILY)}">
<rect width="${CHART_WIDTH}" height="${CHART_HEIGHT}" fill="#ffffff"/>
${head}
${body}
${footer(chart)}
</svg>`
}
