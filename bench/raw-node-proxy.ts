import http from 'node:http';

/**
 * The least a proxy can do, as the floor the site's proxy is measured against: Node's http passing a
 * request on to TARGET over keep-alive connections and the answer back, nothing else. Its own process.
 */
const target = new URL(process.env.TARGET!);
const agent = new http.Agent({ keepAlive: true });
const server = http.createServer((req, res) => {
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      path: `${target.pathname.replace(/\/$/, '')}${req.url}`,
      method: req.method,
      headers: { ...req.headers, host: target.host },
      agent,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.error('listening'));
