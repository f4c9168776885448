import { cva, type VariantProps } from 'class-variance-authority'

// Labels wrap rather than overflow on a narrow screen, so heights are minimums.
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-full text-center font-semibold text-balance transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 motion-reduce:transition-none',
  {
    variants: {
      variant: {
        primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
        accent: 'bg-accent-500 text-brand-950 shadow-sm hover:bg-accent-300',
        outline: 'border border-brand-200 bg-white text-brand-800 hover:border-brand-500 hover:bg-brand-50',
      },
      size: {
        sm: 'min-h-9 px-4 py-1.5 text-sm',
        md: 'min-h-11 px-6 py-2 text-base',
        lg: 'min-h-13 px-6 py-2.5 text-lg sm:px-8',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

export type ButtonVariantProps = VariantProps<typeof buttonVariants>
