// The one short page a browser gets when a page cannot be made right now (issue 30): the instance shedding load
// (server/http/load-shed.ts, decision 088) or the database server away (server/pages.ts, decision 089). 503, Retry-After,
// one clear heading, a sentence and a link to try again; no scripts and nothing from the database. A link rather than a
// meta refresh: a refresh would move the page under a screen reader's feet (WCAG 2.2.1, axe's meta-refresh rule).

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

/** The page's HTML; `retryUrl` is a path of ours (escaped here). */
export function unavailablePageHtml(opts: { title: string; heading: string; text?: string; retryUrl: string }): string {
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(opts.title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;color:#1f2937;line-height:1.5}
main{max-width:32rem;margin:0 auto;padding:3rem 1rem}
h1{font-size:1.5rem;margin:0 0 .75rem;color:#115e59}
a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:.5rem;background:#0f766e;color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #1f2937;outline-offset:2px}
</style>
</head>
<body>
<main id="main-content">
<h1>${escape(opts.heading)}</h1>
${opts.text ? `<p>${escape(opts.text)}</p>\n` : ''}<a href="${escape(opts.retryUrl)}">Try again</a>
</main>
</body>
</html>
`
}

/** The page as a response while the database is away: a document's own URL to try again. */
export function unavailablePage(opts: { message: string; retryAfterSeconds: number; url: string }): Response {
  const { pathname, search } = new URL(opts.url)
  const html = unavailablePageHtml({ title: 'Try again shortly | MedWise', heading: opts.message, retryUrl: pathname + search })
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'retry-after': String(opts.retryAfterSeconds),
      'cache-control': 'no-store',
    },
  })
}
