/** Time zones with odd offsets and changes (half and quarter hours, a half-hour change, a skipped day), and common ones. */
export const ODD_ZONES = [
  'Europe/Madrid',
  'America/Bogota',
  'America/Mexico_City',
  'America/St_Johns',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Pacific/Apia',
  'UTC',
];
