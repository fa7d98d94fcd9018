/** A time of the back office's lists (seconds) in the viewer's zone and language. */
export function formatTime(seconds: number, language: string): string {
  return new Date(seconds * 1000).toLocaleString(language === 'zh' ? 'zh-CN' : 'en-GB', {
    hour12: false,
  });
}
