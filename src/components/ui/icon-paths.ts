// The product's icon set: stroke drawings on a 24 × 24 grid, one entry per name.
export const iconPaths = {
  close: 'M6 6l12 12M18 6L6 18',
  alert: 'M12 3l9.5 17h-19zM12 10v4M12 17.5v.01',
  help: 'M12 21a9 9 0 100-18 9 9 0 000 18zM9.5 9.5a2.5 2.5 0 114 2c-1 .7-1.5 1.2-1.5 2.5M12 17.5v.01',
  info: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 11v6M12 7.5v.01',
  check: 'M4.5 12.5l5 5 10-11',
  'check-circle': 'M12 21a9 9 0 100-18 9 9 0 000 18zM8 12.5l3 3 5-6',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4.5 20.5c1-4 4-6 7.5-6s6.5 2 7.5 6',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  settings:
    'M12 15a3 3 0 100-6 3 3 0 000 6zM19 12l2-1.5-2-3.5-2.4.7a7 7 0 00-2-1.2L14 4h-4l-.6 2.5a7 7 0 00-2 1.2L5 7 3 10.5 5 12l-2 1.5L5 17l2.4-.7a7 7 0 002 1.2L10 20h4l.6-2.5a7 7 0 002-1.2L19 17l2-3.5z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3.5v4M16 3.5v4',
  'calendar-plus': 'M4 6h16v14H4zM4 10h16M8 3.5v4M16 3.5v4M12 12.5v5M9.5 15h5',
  'chevron-down': 'M6 9l6 6 6-6',
  'chevron-right': 'M9 6l6 6-6 6',
  'arrow-left': 'M19 12H5M11 6l-6 6 6 6',
  mail: 'M3.5 6h17v12h-17zM3.5 6.5l8.5 6.5 8.5-6.5',
  phone:
    'M5 4h3.5l1.5 4.5-2 1.5a11 11 0 005 5l1.5-2 4.5 1.5V18a2 2 0 01-2 2A15 15 0 013 6a2 2 0 012-2z',
  lock: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 017 0v3',
  cookie:
    'M20.5 12.5A8.5 8.5 0 1111.5 3.5a3 3 0 003.5 3.5 3 3 0 003 3 3 3 0 002.5 2.5zM8.5 10v.01M9.5 15v.01M14.5 14.5v.01',
  'wifi-off':
    'M3 3l18 18M8.5 16.5a5 5 0 017 0M5 12.5a10 10 0 014.5-2.4M19 12.5a10 10 0 00-3-2M12 20v.01',
  'external-link': 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  bookmark: 'M7 3.5h10v17l-5-4-5 4z',
  filter: 'M4 5h16l-6 7.5V19l-4 1.5v-8z',
  'bookmark-plus': 'M7 3.5h10v17l-5-4-5 4zM12 7.5v6M9 10.5h6',
  'drag-handle': 'M9 6v.01M15 6v.01M9 12v.01M15 12v.01M9 18v.01M15 18v.01',
  'more-vertical': 'M12 5v.01M12 12v.01M12 19v.01',
  share:
    'M18 8a3 3 0 100-6 3 3 0 000 6zM6 15a3 3 0 100-6 3 3 0 000 6zM18 22a3 3 0 100-6 3 3 0 000 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  star: 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z',
  folder: 'M3.5 6.5h6l2 2h9v11h-17z',
  printer: 'M7 9V3.5h10V9M7 17H4.5V9h15v8H17M7 13.5h10v7H7z',
  link: 'M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1',
} as const

export type IconName = keyof typeof iconPaths
