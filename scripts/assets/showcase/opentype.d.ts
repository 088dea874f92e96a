// The part of opentype.js 2 the image scripts use (the package ships no types).
declare module 'opentype.js' {
  export interface BoundingBox {
    x1: number;
    y1: number;
    x2: number;
    y2: number;
  }
  export interface PathCommand {
    type: 'M' | 'L' | 'Q' | 'C' | 'Z';
    x?: number;
    y?: number;
    x1?: number;
    y1?: number;
    x2?: number;
    y2?: number;
  }
  export interface Path {
    commands: PathCommand[];
    toPathData(decimals?: number): string;
    getBoundingBox(): BoundingBox;
  }
  export interface Glyph {
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): Path;
  }
  export interface Font {
    charToGlyph(char: string): Glyph;
    getKerningValue(left: Glyph, right: Glyph): number;
    unitsPerEm: number;
    ascender: number;
    descender: number;
    tables: Record<string, Record<string, number>>;
    getPath(text: string, x: number, y: number, fontSize: number, options?: { letterSpacing?: number; kerning?: boolean }): Path;
    getAdvanceWidth(text: string, fontSize: number, options?: { letterSpacing?: number; kerning?: boolean }): number;
  }
  export function parse(buffer: ArrayBuffer): Font;
}
