#include <cairo/cairo.h>
#include <cairo/cairo-ft.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include "pixel_kernels.h"
#include "effect_kernels.h"
