/**
 * Downloads a candidacy's CV under its own name. The API takes the session as a header, which a
 * plain link cannot send: the file is fetched, then handed to the browser as a download.
 * Rejects with the HTTP status when the server refuses it.
 */
export async function downloadCv(token: string | null, id: number, name: string): Promise<void> {
  const response = await fetch(`/api/admin/candidacies/${id}/cv`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Once the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
