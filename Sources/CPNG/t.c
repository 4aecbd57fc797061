#include "shim.h"
#include <cairo.h>
#include <stdio.h>
#include <time.h>
static cairo_status_t rd(void*c,unsigned char*d,unsigned int l){memcpy(d,*(unsigned char**)c,l);*(unsigned char**)c+=l;return 0;}
int cmp(cairo_surface_t*a,cairo_surface_t*b){cairo_surface_flush(a);cairo_surface_flush(b);int h=cairo_image_surface_get_height(a),s=cairo_image_surface_get_stride(a);
 if(cairo_image_surface_get_format(a)!=cairo_image_surface_get_format(b)){printf("format differs %d %d\n",cairo_image_surface_get_format(a),cairo_image_surface_get_format(b));}
 return memcmp(cairo_image_surface_get_data(a),cairo_image_surface_get_data(b),(size_t)h*s);}
typedef struct {unsigned char*p; size_t n,cap;} buf;
static cairo_status_t wr(void*c,const unsigned char*d,unsigned int l){buf*b=c;if(b->n+l>b->cap){b->cap=(b->n+l)*2;b->p=realloc(b->p,b->cap);}memcpy(b->p+b->n,d,l);b->n+=l;return CAIRO_STATUS_SUCCESS;}
int main(int argc,char**argv){
 for(int k=1;k<argc;k++){
  cairo_surface_t*src=cairo_image_surface_create_from_png(argv[k]);
  int w=cairo_image_surface_get_width(src),h=cairo_image_surface_get_height(src);
  for(int alpha=0;alpha<2;alpha++){
  cairo_surface_t*s=cairo_image_surface_create(CAIRO_FORMAT_ARGB32,w,h);
  cairo_t*c=cairo_create(s);cairo_set_source_surface(c,src,0,0);if(alpha)cairo_paint_with_alpha(c,0.37);else cairo_paint(c);cairo_destroy(c);cairo_surface_flush(s);
  buf b={0};cairo_surface_write_to_png_stream(s,wr,&b);
  trellis_png_buffer out={0};
  int ok=trellis_png_encode_argb32(cairo_image_surface_get_data(s),w,h,cairo_image_surface_get_stride(s),3,PNG_FILTER_NONE,&out);
  unsigned char*p1=b.p,*p2=out.bytes;
  cairo_surface_t*d1=cairo_image_surface_create_from_png_stream(rd,&p1),*d2=cairo_image_surface_create_from_png_stream(rd,&p2);
  printf("%s alpha=%d ok=%d cairo %zu ours %zu same pixels=%d\n",argv[k],alpha,ok,b.n,out.length,cmp(d1,d2)==0);
 }}
}
