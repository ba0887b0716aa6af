'use strict';
// A TCP proxy on 127.0.0.1:<listen> to 127.0.0.1:<target>, run as its own process by the fault
// tests (harness/outages.ts): killing it drops every connection through it at once.
const net = require('node:net');

const [listen, target] = process.argv.slice(2).map(Number);
net
  .createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1');
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  })
  .listen(listen, '127.0.0.1', () => process.send?.('ready'));
