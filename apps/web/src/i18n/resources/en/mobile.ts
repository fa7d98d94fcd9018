// English text of the Mobile variants (spec §2 /mobile). Keys must match zh/mobile.ts exactly.
export const mobile = {
  sheet: {
    // The handle's name says what a tap does in each state of the sheet.
    peek: 'Enlarge the details panel',
    half: 'Details panel to full screen',
    full: 'Shrink the details panel',
  },
  controls: {
    group: 'Map controls',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    north: 'Turn the map north up',
  },
};
