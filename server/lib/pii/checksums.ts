/** The check digits that tell a card or routing number from any other run of digits. Pure, digits only. */

/** Luhn (ISO/IEC 7812): every card number's last digit makes the doubled-alternate sum a multiple of ten. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * An ABA routing number: nine digits whose first two name a Federal Reserve district (00-12, thrift 21-32,
 * electronic 61-72, traveler's checks 80) and whose weights 3-7-1 sum to a multiple of ten.
 */
export function abaRoutingValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const prefix = Number(digits.slice(0, 2));
  if (!(prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80)) return false;
  const d = (i: number) => digits.charCodeAt(i) - 48;
  const sum = 3 * (d(0) + d(3) + d(6)) + 7 * (d(1) + d(4) + d(7)) + (d(2) + d(5) + d(8));
  return sum % 10 === 0;
}

/** A US social security number the SSA could have issued: area not 000, 666 or 900-999; group and serial not zero. */
export function ssnValid(area: string, group: string, serial: string): boolean {
  return area !== '000' && area !== '666' && area[0] !== '9' && group !== '00' && serial !== '0000';
}
