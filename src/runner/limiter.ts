/**
 * At most `size` tasks at once. Urgent tasks go first: a step of a dependent chain holds up every
 * later step of its suite, while an independent case holds up nothing, so chains must not queue
 * behind hundreds of generated cases.
 */
export function createLimiter(size: number): <T>(task: () => Promise<T>, urgent?: boolean) => Promise<T> {
  let active = 0;
  const urgentQueue: (() => void)[] = [];
  const queue: (() => void)[] = [];
  const next = () => {
    if (active >= size) return;
    const start = urgentQueue.shift() ?? queue.shift();
    if (start) {
      active++;
      start();
    }
  };
  return <T>(task: () => Promise<T>, urgent = false) =>
    new Promise<T>((resolve, reject) => {
      (urgent ? urgentQueue : queue).push(() => {
        task()
          .then(resolve, reject)
          .finally(() => {
            active--;
            next();
          });
      });
      next();
    });
}
