/** Resolves in a task of its own, after the browser's turn (a message: tests fake timers). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      // An open port would keep a Node process (the server's render) alive.
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
