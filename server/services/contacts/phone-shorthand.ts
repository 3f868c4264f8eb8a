import { validationError } from '../../errors';
import type { PhoneNumberInput } from './schema';

/**
 * The phone entries a contact body asks for: `phone_numbers`, or the `phone_number` shorthand as one primary entry.
 * Sending both is refused naming `phone_number`. `undefined` means the body says nothing about numbers.
 */
export function phoneEntriesOf(data: {
  phone_number?: string | null;
  phone_numbers?: PhoneNumberInput[] | null;
}): { entries: PhoneNumberInput[] | null | undefined; shorthand: boolean } {
  const shorthand = data.phone_number !== undefined && data.phone_number !== null;
  if (!shorthand) return { entries: data.phone_numbers, shorthand: false };
  if (data.phone_numbers !== undefined && data.phone_numbers !== null) {
    throw validationError([{ path: 'phone_number', message: 'send either phone_number (one primary number) or phone_numbers, not both' }]);
  }
  return { entries: [{ phone_number: data.phone_number!, primary: true }], shorthand: true };
}

/** Error paths of the shorthand's single entry read as the field the client sent (`phone_number`). */
export function shorthandPaths<D extends { path: string }>(errors: D[], shorthand: boolean): D[] {
  if (!shorthand) return errors;
  return errors.map((e) => (e.path.startsWith('phone_numbers.0') ? { ...e, path: 'phone_number' } : e));
}
