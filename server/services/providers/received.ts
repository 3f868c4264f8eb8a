/**
 * A Vapi message as it arrives over the wire: its field names are those of Vapi's server SDK type, so a field Vapi
 * renames fails the typecheck where it is read, while every value stays `unknown` until it is checked (a sender may
 * put anything in any field, and the SDK has no runtime schemas to parse with). Arrays too are left to be checked,
 * and so are the SDK's free-form fields (`unknown`, as in `Record<string, unknown>`), which are not made objects.
 */
export type Received<T> = T extends readonly unknown[]
  ? unknown
  : T extends object
    ? { readonly [K in keyof T]?: unknown extends T[K] ? unknown : Received<NonNullable<T[K]>> }
    : unknown;
