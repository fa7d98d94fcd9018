// Aircraft waiting to leave the gate, ordered by off-block time (a binary min-heap), so each
// step looks only at the departures that are due instead of the whole fleet.

export class DepartureQueue {
  private times: number[] = [];
  private aircraft: number[] = [];

  get size(): number {
    return this.times.length;
  }

  push(time: number, aircraft: number): void {
    let i = this.times.length;
    this.times.push(time);
    this.aircraft.push(aircraft);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((this.times[parent] ?? 0) <= time) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  /** The aircraft whose off-block time is at or before `time`, removed; -1 when none is due. */
  popDue(time: number): number {
    if (this.times.length === 0 || (this.times[0] ?? Infinity) > time) return -1;
    const aircraft = this.aircraft[0] ?? -1;
    const lastTime = this.times.pop() ?? 0;
    const lastAircraft = this.aircraft.pop() ?? 0;
    if (this.times.length > 0) {
      this.times[0] = lastTime;
      this.aircraft[0] = lastAircraft;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = i;
        if (left < this.times.length && (this.times[left] ?? 0) < (this.times[smallest] ?? 0))
          smallest = left;
        if (right < this.times.length && (this.times[right] ?? 0) < (this.times[smallest] ?? 0))
          smallest = right;
        if (smallest === i) break;
        this.swap(i, smallest);
        i = smallest;
      }
    }
    return aircraft;
  }

  private swap(a: number, b: number): void {
    const time = this.times[a] ?? 0;
    this.times[a] = this.times[b] ?? 0;
    this.times[b] = time;
    const aircraft = this.aircraft[a] ?? 0;
    this.aircraft[a] = this.aircraft[b] ?? 0;
    this.aircraft[b] = aircraft;
  }
}
