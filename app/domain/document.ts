/** The id of the inline style element, shared by the page (InlineStyles) and the boot script that loads the full stylesheet. */
export const STYLE_ID = 'yatri-styles'
