/** Up to two initials of a name ("Ada Lovelace" → "AL"). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts[1]?.[0] ?? '')).toUpperCase();
}

/** A round picture, or the person's initials on a gradient when there is none. */
export function Avatar({ name, imageUrl, size = 40, label }: { name: string; imageUrl?: string | null; size?: number; label?: string }) {
  return (
    <span
      className="pm-avatar"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.38) }}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      title={label}
    >
      {imageUrl ? <img src={imageUrl} alt="" /> : initials(name)}
    </span>
  );
}
