// Varints for trace chunks: 7 bits per byte, low groups first (as in protobuf), computed with
// arithmetic rather than bit operations so that values up to 2^53 (absolute times in
// deciseconds) survive. Signed values are zigzag-mapped (0, −1, 1, −2, … → 0, 1, 2, 3, …).

/** A growable byte buffer of unsigned and zigzag varints (values up to 2^53). */
export class VarintWriter {
  private bytes = new Uint8Array(256);
  length = 0;

  unsigned(value: number): void {
    if (this.length + 8 > this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    let rest = value;
    while (rest >= 0x80) {
      this.bytes[this.length++] = (rest % 0x80) | 0x80;
      rest = Math.floor(rest / 0x80);
    }
    this.bytes[this.length++] = rest;
  }

  signed(value: number): void {
    this.unsigned(value >= 0 ? value * 2 : -value * 2 - 1);
  }

  /** 0 for null, zigzag(residual) + 1 otherwise. */
  nullable(residual: number | null): void {
    if (residual === null) this.unsigned(0);
    else this.unsigned((residual >= 0 ? residual * 2 : -residual * 2 - 1) + 1);
  }

  result(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }
}

export class VarintReader {
  private offset = 0;
  constructor(private readonly bytes: Uint8Array) {}

  unsigned(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = this.bytes[this.offset++];
      if (byte === undefined) throw new Error('trace chunk truncated');
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 0x80;
    }
  }

  signed(): number {
    const value = this.unsigned();
    return value % 2 === 0 ? value / 2 : -(value + 1) / 2;
  }

  nullable(): number | null {
    const value = this.unsigned();
    if (value === 0) return null;
    return value % 2 === 1 ? (value - 1) / 2 : -value / 2;
  }
}
