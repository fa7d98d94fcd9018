import { MAX_EXTRAPOLATION_SECONDS } from '../../live/extrapolate';
import {
  ICON_COUNT,
  INSTANCE_BYTES,
  INSTANCE_FLOATS,
  OFFSET_ICON_BYTE,
  OFFSET_POSITION,
  OFFSET_SELECTED_BYTE,
  OFFSET_SPEED,
  OFFSET_TIME,
  OFFSET_TRACK,
} from './aircraft.instances';

// The WebGL side of the aircraft layer: one instanced draw of screen-aligned quads, one per
// aircraft. The vertex shader extrapolates each aircraft from its packed position, velocity and
// report time, rotates the quad to its track and sizes it in pixels; the fragment shader samples
// the pre-coloured icon atlas and draws the halo ring of the selected aircraft.

/** Icon size on screen (CSS px): the 48 px canvas drawing at the old symbol layer's 0.62. */
export const ICON_CSS_PX = 48 * 0.62;
/** Quad size (CSS px): room for the 17 px halo ring around the icon. */
export const QUAD_CSS_PX = 38;
const HALO_RADIUS_CSS_PX = 17;

const VERTEX_SHADER = `#version 300 es
precision highp float;
uniform mat4 u_matrix;
uniform vec2 u_viewport;
uniform float u_now;
uniform float u_max_seconds;
uniform float u_size;
uniform float u_bearing;
in vec2 a_corner;
in vec2 a_position;
in float a_speed;
in float a_time;
in float a_track;
in float a_icon;
in float a_selected;
out vec2 v_uv;
out float v_icon;
out float v_selected;
void main() {
  float elapsed = clamp(u_now - a_time, 0.0, u_max_seconds);
  // Along the track, clockwise from north; mercator y grows southward.
  vec2 heading = vec2(sin(a_track), -cos(a_track));
  vec4 clip = u_matrix * vec4(a_position + heading * (a_speed * elapsed), 0.0, 1.0);
  float angle = a_track - u_bearing;
  float s = sin(angle);
  float c = cos(angle);
  // Clockwise from north: the nose (0, 1) turns to (sin, cos).
  vec2 rotated = vec2(a_corner.x * c + a_corner.y * s, -a_corner.x * s + a_corner.y * c);
  clip.xy += rotated * (u_size / u_viewport) * clip.w;
  gl_Position = clip;
  v_uv = a_corner;
  v_icon = a_icon;
  v_selected = a_selected;
}`;

const FRAGMENT_SHADER = `#version 300 es
precision mediump float;
uniform sampler2D u_atlas;
uniform float u_icon_count;
uniform float u_icon_scale;
uniform float u_halo_radius;
uniform float u_half_px;
in vec2 v_uv;
in float v_icon;
in float v_selected;
out vec4 color;
void main() {
  vec2 q = v_uv * u_icon_scale;
  vec4 icon = vec4(0.0);
  if (abs(q.x) <= 1.0 && abs(q.y) <= 1.0) {
    icon = texture(u_atlas, vec2((v_icon + q.x * 0.5 + 0.5) / u_icon_count, 0.5 - q.y * 0.5));
  }
  vec4 halo = vec4(0.0);
  if (v_selected > 0.5) {
    float r = length(v_uv) * u_half_px;
    float ring = 1.0 - smoothstep(0.5, 1.25, abs(r - u_halo_radius));
    float fill = r < u_halo_radius ? 0.12 : 0.0;
    float alpha = max(ring, fill);
    halo = vec4(alpha, alpha, alpha, alpha);
  }
  color = icon + halo * (1.0 - icon.a);
}`;

/** Per-instance attributes: name, components, byte offset, and whether they are bytes. */
const ATTRIBUTES: readonly [name: string, size: number, byteOffset: number, byte: boolean][] = [
  ['a_position', 2, OFFSET_POSITION * 4, false],
  ['a_speed', 1, OFFSET_SPEED * 4, false],
  ['a_time', 1, OFFSET_TIME * 4, false],
  ['a_track', 1, OFFSET_TRACK * 4, false],
  // Unsigned bytes read as floats 0..255 (not normalised).
  ['a_icon', 1, OFFSET_ICON_BYTE, true],
  ['a_selected', 1, OFFSET_SELECTED_BYTE, true],
];

export interface AircraftIconImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export interface DrawParameters {
  /** Column-major matrix from origin-relative mercator units to clip space. */
  matrix: Float32Array;
  nowSeconds: number;
  pixelRatio: number;
  bearingRadians: number;
  /** Icon size as a fraction of full size (aircraft.scale: smaller when zoomed out). */
  scale: number;
}

function compile(gl: WebGL2RenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type);
  if (shader === null) throw new Error('aircraft layer: cannot create shader');
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (!(gl.getShaderParameter(shader, gl.COMPILE_STATUS) as boolean)) {
    throw new Error(`aircraft layer: ${gl.getShaderInfoLog(shader) ?? 'shader error'}`);
  }
  return shader;
}

export class AircraftProgram {
  private readonly program: WebGLProgram;
  private readonly vertexArray: WebGLVertexArrayObject;
  private readonly instanceBuffer: WebGLBuffer;
  private readonly cornerBuffer: WebGLBuffer;
  private readonly atlas: WebGLTexture;
  private readonly uniforms: Record<string, WebGLUniformLocation | null> = {};
  private capacity = 0;
  private count = 0;

  /** `icons` are ICON_COUNT images of equal size, in atlas order. */
  constructor(
    private readonly gl: WebGL2RenderingContext,
    icons: readonly AircraftIconImage[],
  ) {
    const program = gl.createProgram();
    gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, VERTEX_SHADER));
    gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, FRAGMENT_SHADER));
    gl.linkProgram(program);
    if (!(gl.getProgramParameter(program, gl.LINK_STATUS) as boolean)) {
      throw new Error(`aircraft layer: ${gl.getProgramInfoLog(program) ?? 'link error'}`);
    }
    this.program = program;
    for (const name of [
      'u_matrix',
      'u_viewport',
      'u_now',
      'u_max_seconds',
      'u_size',
      'u_bearing',
      'u_atlas',
      'u_icon_count',
      'u_icon_scale',
      'u_halo_radius',
      'u_half_px',
    ]) {
      this.uniforms[name] = gl.getUniformLocation(program, name);
    }
    this.vertexArray = gl.createVertexArray();
    this.cornerBuffer = gl.createBuffer();
    this.instanceBuffer = gl.createBuffer();
    gl.bindVertexArray(this.vertexArray);
    gl.bindBuffer(gl.ARRAY_BUFFER, this.cornerBuffer);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
    const corner = gl.getAttribLocation(program, 'a_corner');
    gl.enableVertexAttribArray(corner);
    gl.vertexAttribPointer(corner, 2, gl.FLOAT, false, 0, 0);
    gl.bindBuffer(gl.ARRAY_BUFFER, this.instanceBuffer);
    for (const [name, size, byteOffset, byte] of ATTRIBUTES) {
      const location = gl.getAttribLocation(program, name);
      if (location < 0) continue;
      gl.enableVertexAttribArray(location);
      const type = byte ? gl.UNSIGNED_BYTE : gl.FLOAT;
      gl.vertexAttribPointer(location, size, type, false, INSTANCE_BYTES, byteOffset);
      gl.vertexAttribDivisor(location, 1);
    }
    gl.bindVertexArray(null);
    gl.bindBuffer(gl.ARRAY_BUFFER, null);
    this.atlas = this.uploadAtlas(icons);
  }

  /** Uploads `count` packed instances (the GPU copy is replaced, not patched). */
  upload(data: Float32Array, count: number): void {
    const gl = this.gl;
    gl.bindBuffer(gl.ARRAY_BUFFER, this.instanceBuffer);
    if (count > this.capacity) {
      this.capacity = Math.max(count, this.capacity * 2, 1024);
      gl.bufferData(gl.ARRAY_BUFFER, this.capacity * INSTANCE_BYTES, gl.DYNAMIC_DRAW);
    }
    if (count > 0) gl.bufferSubData(gl.ARRAY_BUFFER, 0, data, 0, count * INSTANCE_FLOATS);
    gl.bindBuffer(gl.ARRAY_BUFFER, null);
    this.count = count;
  }

  draw(parameters: DrawParameters): void {
    if (this.count === 0) return;
    const gl = this.gl;
    const u = this.uniforms;
    gl.useProgram(this.program);
    gl.uniformMatrix4fv(u.u_matrix ?? null, false, parameters.matrix);
    gl.uniform2f(u.u_viewport ?? null, gl.drawingBufferWidth, gl.drawingBufferHeight);
    gl.uniform1f(u.u_now ?? null, parameters.nowSeconds);
    gl.uniform1f(u.u_max_seconds ?? null, MAX_EXTRAPOLATION_SECONDS);
    gl.uniform1f(u.u_size ?? null, QUAD_CSS_PX * parameters.pixelRatio * parameters.scale);
    gl.uniform1f(u.u_bearing ?? null, parameters.bearingRadians);
    gl.uniform1f(u.u_icon_count ?? null, ICON_COUNT);
    gl.uniform1f(u.u_icon_scale ?? null, QUAD_CSS_PX / ICON_CSS_PX);
    gl.uniform1f(u.u_halo_radius ?? null, HALO_RADIUS_CSS_PX * parameters.scale);
    gl.uniform1f(u.u_half_px ?? null, (QUAD_CSS_PX / 2) * parameters.scale);
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(gl.TEXTURE_2D, this.atlas);
    gl.uniform1i(u.u_atlas ?? null, 0);
    gl.disable(gl.DEPTH_TEST);
    gl.disable(gl.STENCIL_TEST);
    gl.disable(gl.CULL_FACE);
    gl.enable(gl.BLEND);
    gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
    gl.bindVertexArray(this.vertexArray);
    gl.drawArraysInstanced(gl.TRIANGLE_STRIP, 0, 4, this.count);
    gl.bindVertexArray(null);
  }

  destroy(): void {
    const gl = this.gl;
    gl.deleteBuffer(this.instanceBuffer);
    gl.deleteBuffer(this.cornerBuffer);
    gl.deleteVertexArray(this.vertexArray);
    gl.deleteTexture(this.atlas);
    gl.deleteProgram(this.program);
  }

  /** One row of icons, premultiplied (MapLibre blends premultiplied colour). */
  private uploadAtlas(icons: readonly AircraftIconImage[]): WebGLTexture {
    const gl = this.gl;
    const size = icons[0]?.width ?? 1;
    const width = size * ICON_COUNT;
    const pixels = new Uint8Array(width * size * 4);
    icons.forEach((icon, index) => {
      for (let y = 0; y < Math.min(size, icon.height); y++) {
        for (let x = 0; x < Math.min(size, icon.width); x++) {
          const from = (y * icon.width + x) * 4;
          const to = (y * width + index * size + x) * 4;
          const alpha = (icon.data[from + 3] ?? 0) / 255;
          pixels[to] = (icon.data[from] ?? 0) * alpha;
          pixels[to + 1] = (icon.data[from + 1] ?? 0) * alpha;
          pixels[to + 2] = (icon.data[from + 2] ?? 0) * alpha;
          pixels[to + 3] = icon.data[from + 3] ?? 0;
        }
      }
    });
    const texture = gl.createTexture();
    gl.bindTexture(gl.TEXTURE_2D, texture);
    gl.pixelStorei(gl.UNPACK_FLIP_Y_WEBGL, false);
    gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, width, size, 0, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
    gl.bindTexture(gl.TEXTURE_2D, null);
    return texture;
  }
}
