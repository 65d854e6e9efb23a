// The short page a browser gets while a page cannot be made because the database server is away (issue 30 §2,
// decision 089): 503, Retry-After, one clear sentence and a way to try again; no scripts, styles or data (nothing of
// the app can be read now). Spec 1 §8's wording of a failed request, with a time to come back.

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

export function unavailablePage(opts: { message: string; retryAfterSeconds: number; url: string }): Response {
  const { pathname, search } = new URL(opts.url)
  const path = pathname + search
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Try again shortly | MedWise</title></head>
<body>
<main id="main-content">
<h1>${escape(opts.message)}</h1>
<p><a href="${escape(path)}">Try again</a></p>
</main>
</body>
</html>
`
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'retry-after': String(opts.retryAfterSeconds),
      'cache-control': 'no-store',
    },
  })
}
