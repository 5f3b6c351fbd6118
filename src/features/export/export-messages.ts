// Said wherever an export cannot start: without a connection no file can be made.
export const EXPORT_NEEDS_CONNECTION =
  'Exportieren braucht eine Verbindung zum Server. Bitte versuchen Sie es wieder, wenn Sie online sind.'
