import type { ThemeConfig } from 'antd'

export const BRAND = {
  primary: '#4f46e5',
  primaryHover: '#4338ca',
  primaryDark: '#3730a3',
  siderBg: '#15173a',
  siderText: '#c9cce6',
  layoutBg: '#f5f6fb',
} as const

/** The one antd theme of the app. Text and link-hover tokens are darkened so they keep 4.5:1 contrast. */
export const appTheme: ThemeConfig = {
  cssVar: { key: 'parley' },
  token: {
    colorPrimary: BRAND.primary,
    colorLink: BRAND.primary,
    // antd derives lighter hover shades (#7d72f2: 3.8:1 on white); a hovered or open button or link must keep 4.5:1.
    colorPrimaryHover: BRAND.primaryHover,
    colorPrimaryTextHover: BRAND.primaryHover,
    colorPrimaryActive: BRAND.primaryDark,
    colorLinkHover: BRAND.primaryHover,
    colorLinkActive: BRAND.primaryDark,
    colorInfo: BRAND.primary,
    colorSuccess: '#15803d',
    colorWarning: '#b45309',
    colorError: '#dc2626',
    colorBgLayout: BRAND.layoutBg,
    colorTextSecondary: 'rgba(15, 23, 42, 0.72)',
    colorTextTertiary: 'rgba(15, 23, 42, 0.64)',
    colorTextDescription: 'rgba(15, 23, 42, 0.64)',
    colorBorderSecondary: '#e7e8f0',
    borderRadius: 8,
    borderRadiusLG: 12,
    fontFamily: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    fontSize: 14,
    controlHeight: 36,
    wireframe: false,
  },
  components: {
    Layout: { siderBg: BRAND.siderBg, headerBg: '#ffffff', headerHeight: 60, headerPadding: '0 24px', bodyBg: BRAND.layoutBg },
    Button: { fontWeight: 500, primaryShadow: 'none', defaultShadow: 'none' },
    Card: { headerFontSize: 16 },
    Tooltip: { colorBgSpotlight: '#1e1b4b' },
  },
}
