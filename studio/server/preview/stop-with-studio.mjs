// Loaded (`--import`) into each process of the studio's live preview, whose stdin is a pipe from the
// studio that nothing is written to. The pipe ends when the studio's process ends, however it ends
// (even killed outright, when it cannot stop its children): the process then stops as on SIGTERM,
// rather than running on its own.
process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.resume();
process.stdin.unref();
