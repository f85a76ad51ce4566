/** "12" after "9": event ids are increasing integers sent as strings ("0" or anything else is never after). */
export function idAfter(id: string, than: string): boolean {
  if (!/^\d+$/.test(id) || !/^\d+$/.test(than)) return false;
  return id.length !== than.length ? id.length > than.length : id > than;
}
