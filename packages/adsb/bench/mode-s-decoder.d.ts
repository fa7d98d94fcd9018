// Types for the npm package mode-s-decoder (plain CommonJS, ships none), as far as the benchmark
// uses it.
declare module 'mode-s-decoder' {
  interface ModeSDecoderMessage {
    msgtype: number;
    crcOk: boolean;
    icao: number;
  }
  class Decoder {
    constructor(options?: { fixErrors?: boolean; aggressive?: boolean });
    parse(data: Uint8Array, crcOnly?: boolean): ModeSDecoderMessage;
  }
  export default Decoder;
}
