/** "⌘K" on Apple devices, "Ctrl K" elsewhere: what the search button shows. */
export function shortcutLabel(platform = navigatorPlatform()): string {
  return /mac|iphone|ipad|ipod/i.test(platform) ? '⌘K' : 'Ctrl K';
}

function navigatorPlatform(): string {
  if (typeof navigator === 'undefined') return '';
  const data = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return data?.platform ?? navigator.platform ?? '';
}
