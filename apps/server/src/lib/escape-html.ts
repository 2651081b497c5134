/** Text made safe inside HTML text or a quoted attribute: & < > " ' become numeric character references. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
