/**
 * A stored E.164 number as people write it: US numbers '(414) 555-0173', others as stored. Without
 * libphonenumber, so a screen or an e-mail can show the number without loading its metadata (the
 * account, the enquiries inbox, the order board, the owner's new-order e-mail).
 */
export function displayPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : phone;
}
